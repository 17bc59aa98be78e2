/** A button that copies a value to the clipboard and says so (bank details, affiliate links). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      $variant="ghost"
      $size="sm"
      aria-label={t('money.copyThis', { what: label })}
      data-testid={testId}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('money.copied') : t('money.copy')}
    </Button>
  );
}
