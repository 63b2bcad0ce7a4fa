import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { messages } from '@marktplatz/shared';

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* The native file control shows the browser's own (possibly English) texts: it stays for keyboard and screen
     readers but is drawn by its German label. */
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
  .choose {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    cursor: pointer;
  }
  input[type='file']:focus-visible + .choose {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input[type='file']:disabled + .choose {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .status {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export interface FilePickerProps {
  id: string;
  /** The button's text; default „Datei auswählen“ („Dateien auswählen“ with `multiple`). */
  buttonText?: string;
  /** The input's accessible name when it is not the button's text (e.g. the field's label). */
  label?: string;
  accept?: string;
  multiple?: boolean;
  /**
   * The text beside the button (the chosen file's name, a count, a hint), announced when it changes; `null` shows
   * „Keine Datei ausgewählt“, leaving it out shows nothing. Its element has the id `<id>-status`.
   */
  status?: ReactNode;
  /** Ids of the elements that describe the input (hint, error, the status). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  /** The chosen files (empty when the choice was cancelled). */
  onChange: (files: File[]) => void;
}

/**
 * A file input drawn in German (a button with „Datei auswählen“ and the chosen file beside it), usable by keyboard
 * (the real input keeps the focus, drawn on the button) and screen readers (its name, description and invalid state).
 */
export function FilePicker({
  id,
  buttonText,
  label,
  accept,
  multiple,
  status,
  describedBy,
  invalid,
  disabled,
  inputRef,
  testId,
  onChange,
}: FilePickerProps) {
  return (
    <Wrap>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.files ? Array.from(event.target.files) : [])}
      />
      <label htmlFor={id} className="choose">
        {buttonText ?? (multiple ? messages.filePicker.chooseMany : messages.filePicker.choose)}
      </label>
      {status !== undefined ? (
        <span id={`${id}-status`} className="status" aria-live="polite">
          {status ?? messages.filePicker.none}
        </span>
      ) : null}
    </Wrap>
  );
}
