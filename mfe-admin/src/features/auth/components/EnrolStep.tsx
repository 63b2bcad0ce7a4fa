import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { Actions, Box, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { saveFile } from '../../../lib/saveFile';
import { messages } from '../../../messages';
import { confirmEnrolment, type StaffSession } from '../api/confirmEnrolment';
import type { LoginStep } from '../api/login';

const t = messages.enrol;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  max-width: 100%;
  background: #fff;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Secret = styled.code`
  display: inline-block;
  font-size: 1.1rem;
  letter-spacing: 0.05em;
  word-spacing: 0.4em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding-left: 1.5rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  margin: ${({ theme }) => theme.space.md} 0;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/** The secret in groups of four for typing (`ABCD EFGH …`). */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function download(codes: readonly string[]) {
  const text = [t.fileHeading, '', ...codes, ''].join('\r\n');
  saveFile([text], 'text/plain;charset=utf-8', t.fileName);
}

/** First login: QR code, secret, the ten recovery codes (saved before the first code) and the first code. */
export function EnrolStep({ step, onSignedIn }: { step: LoginStep; onSignedIn: (session: StaffSession) => void }) {
  const codes = step.recovery_codes ?? [];
  const [saved, setSaved] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!saved) return setError(t.savedFirst);
    const entered = code.replace(/\s/g, '');
    if (!entered) return setError(messages.login.codeRequired);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await confirmEnrolment({ challenge: step.challenge, code: entered }));
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof AdminFailure ? (failure.field('code') ?? failure.message) : messages.errors.generic);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-enrol-title" data-testid="admin-enrol">
      <h2 id="admin-enrol-title">{t.title}</h2>
      <Muted>{t.intro}</Muted>
      <Box>
        <h3>{t.step1}</h3>
        {step.qr_code ? <Qr src={step.qr_code} alt={t.qrAlt} /> : null}
        <p>
          {t.secretLabel}
          <br />
          <Secret data-testid="admin-enrol-secret">{groupSecret(step.secret ?? '')}</Secret>
        </p>
      </Box>
      <Box>
        <h3>{t.step2}</h3>
        <Muted>{t.codesHint}</Muted>
        <Codes aria-label={t.codesLabel} data-testid="admin-recovery-codes">
          {codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Codes>
        <Actions>
          <Button type="button" variant="secondary" onClick={() => download(codes)}>
            {t.download}
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t.print}
          </Button>
        </Actions>
        <Check htmlFor="admin-codes-saved">
          <input
            id="admin-codes-saved"
            type="checkbox"
            checked={saved}
            onChange={(event) => {
              setSaved(event.target.checked);
              setError(undefined);
            }}
          />
          {t.saved}
        </Check>
      </Box>
      <Box>
        <h3>{t.step3}</h3>
        <TextInput
          id="admin-enrol-code"
          label={messages.login.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          disabled={!saved}
          error={error}
          required
          onChange={(event) => setCode(event.target.value)}
        />
        <Actions>
          <Button type="submit" loading={busy}>
            {t.submit}
          </Button>
        </Actions>
      </Box>
    </form>
  );
}
