import { useEffect, useRef, useState, useId } from 'react';
import styled from 'styled-components';
import {
  Button,
  acceptAttribute,
  authStore,
  errorMessage,
  hasAllowedExtension,
  messages as sharedMessages,
  notify,
} from '@marktplatz/shared';
import { Actions, FilePicker } from '@marktplatz/shared/kit';
import { uploadAvatar } from '../api/uploadAvatar';
import { messages } from '../../../messages';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  img,
  .placeholder {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    display: grid;
    place-items: center;
    text-align: center;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  progress {
    width: min(100%, 16rem);
  }
`;

/** Avatar: choose a png/jpg (≤ 2 MB), see the preview, upload with a progress bar. */
export function AvatarUpload({ current, onUploaded }: { current?: string | null; onUploaded?: (url: string) => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [avatar, setAvatar] = useState(current ?? null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setAvatar(current ?? null), [current]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    setError(null);
    setProgress(null);
    if (!chosen) {
      setFile(null);
      setPreview(null);
      return;
    }
    if (!hasAllowedExtension(chosen.name, ['images'])) {
      setError(sharedMessages.invalidFileType);
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      setError(messages.profile.avatarTooLarge);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const url = await uploadAvatar(file, setProgress);
      setAvatar(url);
      authStore.updateUser({ avatar: url });
      notify.success(messages.profile.avatarDone);
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded?.(url);
    } catch (reason) {
      setError(errorMessage(reason));
      setProgress(null);
    }
  };

  return (
    <Row>
      {preview ? (
        <img src={preview} alt={messages.profile.avatarPreview} />
      ) : avatar ? (
        <img src={avatar} alt={messages.profile.avatarCurrent} />
      ) : (
        <span className="placeholder">{messages.profile.noAvatar}</span>
      )}
      <div>
        <FilePicker
          id={inputId}
          inputRef={inputRef}
          accept={acceptAttribute(['images'])}
          buttonText={messages.profile.avatarChoose}
          status={file ? file.name : null}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          onChange={(files) => choose(files[0])}
        />
        {error ? (
          <p id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        {progress !== null ? (
          <p>
            <progress max={100} value={progress} aria-label={messages.profile.avatarProgress} data-testid="avatar-progress" /> {progress} %
          </p>
        ) : null}
        <Actions>
          <Button type="button" onClick={() => void upload()} disabled={!file} loading={progress !== null && progress < 100}>
            {messages.profile.avatarUpload}
          </Button>
        </Actions>
      </div>
    </Row>
  );
}
