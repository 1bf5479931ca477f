import { Loader, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

const SAVED_VISIBLE_MS = 2500;

/** Runs a save and tracks its state for a cell: saving, saved (a few seconds), or failed. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const track = useCallback(async (work: () => Promise<unknown>, describe: (error: unknown) => string) => {
    clearTimeout(timer.current);
    setState({ status: 'saving' });
    try {
      await work();
      setState({ status: 'saved' });
      timer.current = setTimeout(() => setState({ status: 'idle' }), SAVED_VISIBLE_MS);
      return true;
    } catch (error) {
      setState({ status: 'failed', message: describe(error) });
      return false;
    }
  }, []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);
  return { state, track, fail };
}

/** The small sign next to an input that saves at once: spinner, ✓ saved, or ! failed (click to retry). */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry?: () => void }) {
  const { t } = useTranslation();
  let content: React.ReactNode = null;
  if (state.status === 'saving') content = <Loader size={14} aria-label={t('admin.cell.saving')} />;
  if (state.status === 'saved') {
    content = (
      <Text span c="teal.7" fw={700} aria-label={t('admin.cell.saved')} title={t('admin.cell.saved')}>
        ✓
      </Text>
    );
  }
  if (state.status === 'failed') {
    const label = t('admin.cell.failed', { message: state.message });
    content = (
      <Tooltip label={onRetry ? `${label} — ${t('admin.cell.retry')}` : label} withArrow>
        <UnstyledButton onClick={onRetry} aria-label={label}>
          <Text span c="red.7" fw={700}>
            ⚠
          </Text>
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <span className="admin-cell-status" data-save-state={state.status} role="status">
      {content}
    </span>
  );
}

/** The reason of a failed save, written under the input so nobody misses it. */
export function SaveFailure({ state }: { state: SaveState }) {
  if (state.status !== 'failed') return null;
  return (
    <Text size="xs" c="red.7" role="alert" maw={260} lh={1.2}>
      {state.message}
    </Text>
  );
}
