import type { Ref } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

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
  .name {
    overflow-wrap: anywhere;
  }
`;

export interface FilePickerProps {
  id: string;
  /** The input's accessible name (the field's label). */
  label: string;
  accept?: string;
  fileName: string | null;
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | undefined) => void;
}

/** A file input drawn in German („Datei auswählen“, the chosen name), keyboard and screen-reader usable. */
export function FilePicker({ id, label, accept, fileName, describedBy, invalid, inputRef, onChange }: FilePickerProps) {
  return (
    <Wrap>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <label htmlFor={id} className="choose">
        {messages.filePicker.choose}
      </label>
      <span className="name" aria-live="polite">
        {fileName ?? messages.filePicker.none}
      </span>
    </Wrap>
  );
}
