import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { ChunkLoadError } from '../state/chunkTimeout';
import { retryChunk } from '../state/importChunk';
import { chunkFailureText } from '../ui/chunkFailureText';
import { vars } from '../theme/cssVariables';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xxl} ${vars.space.md};
  text-align: center;
`;

/** A page that could not be loaded: what went wrong (the connection, the chunk's path, a newer build) and Retry. */
export function ChunkError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const path = error instanceof ChunkLoadError ? error.path : null;
  // offline, the chunk's address means nothing to the player; the connection is what to check
  const message = chunkFailureText(
    t,
    error instanceof ChunkLoadError && error.reason === 'timeout'
      ? t('errors.chunkTimeout')
      : path
        ? t('errors.chunkFailed', { path })
        : t('errors.chunkFailedNoPath'),
  );
  return (
    <Box role="alert" data-testid="chunk-error">
      <p>{message}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </Box>
  );
}

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a page that failed to load (or threw) so the layout stays and the player can retry. */
export class ChunkBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('page failed to render', error);
  }

  retry = () =>
    retryChunk(() => {
      this.setState({ error: null });
      this.props.onRetry();
    });

  override render() {
    if (this.state.error !== null) return <ChunkError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
