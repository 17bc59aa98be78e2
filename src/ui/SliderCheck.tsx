/**
 * The slider human check (spec section 4: "slider verification" before a username login and
 * before an SMS send). Drag the handle to the end, or focus it and use the arrow keys, End or
 * Page Up: a WAI-ARIA slider. Released short of the end it springs back.
 * With a `target` (the puzzle of a server-checked human check) the player slides the piece to the
 * marked gap instead: wherever it is released (or Enter pressed) is the answer, which the server
 * judges; arrow keys then move 1 % and Page Up/Down 10 %, so a keyboard can place it.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

const HANDLE = 40;

const Track = styled.div<{ $done: boolean }>`
  position: relative;
  height: ${HANDLE}px;
  border-radius: ${vars.radius.md};
  border: 1px solid ${({ $done }) => ($done ? vars.color.success : vars.color.border)};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
  user-select: none;
  touch-action: none;
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${vars.color.primary};
  opacity: 0.25;
`;

const Label = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 0 ${HANDLE + 8}px;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  pointer-events: none;
  text-align: center;
`;

const Handle = styled.div<{ $done: boolean }>`
  position: absolute;
  top: 0;
  width: ${HANDLE}px;
  height: 100%;
  display: grid;
  place-items: center;
  border-radius: ${vars.radius.md};
  background: ${({ $done }) => ($done ? vars.color.success : vars.color.primary)};
  color: ${vars.color.primaryContrast};
  cursor: grab;
  font-weight: bold;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export interface SliderCheckProps {
  /** the instruction, e.g. "Slide to verify" */
  label: string;
  /** shown once done */
  doneLabel: string;
  done: boolean;
  onDone: () => void;
  testId?: string;
  /** the gap to slide to (a fraction of the track): the stop is reported, not judged here */
  target?: number;
  /** the stop (a fraction of the track) in target mode */
  onAnswer?: (stop: number) => void;
}

const Gap = styled.div`
  position: absolute;
  top: 4px;
  bottom: 4px;
  width: ${HANDLE - 8}px;
  margin-left: 4px;
  border: 2px dashed ${vars.color.text};
  border-radius: ${vars.radius.sm};
  opacity: 0.7;
  pointer-events: none;
`;

export function SliderCheck({ label, doneLabel, done, onDone, testId = 'slider-check', target, onAnswer }: SliderCheckProps) {
  const puzzle = target !== undefined;
  const track = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(0);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const shown = done && !puzzle ? 100 : value;

  function commit(next: number) {
    const v = Math.max(0, Math.min(100, next));
    setValue(v);
    if (v >= 100 && !done && !puzzle) onDone();
  }

  function answer(v: number) {
    if (done) return;
    onAnswer?.(Math.round(v) / 100);
    onDone();
  }

  function range(): number {
    const width = track.current?.clientWidth ?? 0;
    return Math.max(1, width - HANDLE);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (done) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startValue: value };
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current || done) return;
    const next = drag.current.startValue + ((e.clientX - drag.current.startX) / range()) * 100;
    setValue(Math.max(0, Math.min(100, next)));
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const next = drag.current.startValue + ((e.clientX - drag.current.startX) / range()) * 100;
    drag.current = null;
    if (puzzle) {
      const v = Math.max(0, Math.min(100, next));
      setValue(v);
      answer(v);
    } else if (next >= 98) commit(100);
    else setValue(0); // springs back
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (done) return;
    const steps: Record<string, number> = puzzle
      ? { ArrowRight: 1, ArrowUp: 1, PageUp: 10, ArrowLeft: -1, ArrowDown: -1, PageDown: -10 }
      : { ArrowRight: 20, ArrowUp: 20, PageUp: 50, ArrowLeft: -20, ArrowDown: -20, PageDown: -50 };
    if (puzzle && (e.key === 'Enter' || e.key === ' ')) answer(value);
    else if (e.key === 'End') commit(100);
    else if (e.key === 'Home') commit(0);
    else if (e.key in steps) commit(value + steps[e.key]!);
    else return;
    e.preventDefault();
  }

  return (
    <Track ref={track} $done={done} data-testid={testId} data-done={done ? 'true' : 'false'} data-target={puzzle ? target : undefined}>
      {puzzle && <Gap data-random-place style={{ left: `calc(${target} * (100% - ${HANDLE}px))` }} />}
      <Fill style={{ width: `calc(${shown / 100} * (100% - ${HANDLE}px) + ${HANDLE / 2}px)` }} />
      <Label aria-hidden="true">{done ? doneLabel : label}</Label>
      <Handle
        role="slider"
        tabIndex={done ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
        aria-valuetext={done ? doneLabel : `${Math.round(shown)}%`}
        aria-disabled={done || undefined}
        $done={done}
        data-testid={`${testId}-handle`}
        style={{ left: `calc(${shown / 100} * (100% - ${HANDLE}px))` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setValue(0);
        }}
        onKeyDown={onKeyDown}
      >
        {done ? '✓' : '»'}
      </Handle>
    </Track>
  );
}
