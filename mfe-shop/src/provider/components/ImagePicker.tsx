import styled from 'styled-components';
import { hasAllowedExtension, messages as sharedMessages } from '@marktplatz/shared';
import { messages } from '../../messages/provider';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_PER_REQUEST = 10;

const t = messages.gallery;

/** A file input styled as a button (the input stays reachable by keyboard and screen readers). */
export const Picker = styled.div`
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
`;

/** Checks chosen images: png/jpg/jpeg and at most 5 MB each; answers the German problem or null. */
export function checkImages(files: readonly File[]): string | null {
  for (const file of files) {
    if (!hasAllowedExtension(file.name, ['images'])) return sharedMessages.invalidFileType;
    if (file.size > IMAGE_MAX_BYTES) return t.tooLarge(file.name);
  }
  return null;
}
