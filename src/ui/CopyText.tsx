import { useState } from 'react';
import { Button } from './Button';

/** A button that copies `value` to the clipboard and says so; the caller gives its words (`aria` names what it copies). */
export function CopyText({ value, copy, copied, aria, testId }: { value: string; copy: string; copied: string; aria: string; testId?: string }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      $variant="ghost"
      $size="sm"
      aria-label={aria}
      data-testid={testId}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setDone(true),
          () => setDone(false),
        );
      }}
    >
      {done ? copied : copy}
    </Button>
  );
}
