import type { SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, TextField } from '@marktplatz/shared';
import { Actions, Box, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
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

interface Values {
  saved?: boolean;
  code?: string;
}

/** The code as sent: without any spaces. */
const entered = (values: Values) => (values.code ?? '').replace(/\s/g, '');

/** The codes must be saved first, then the code is needed. */
function checkCode(_value: unknown, all?: object): string | undefined {
  const values = (all ?? {}) as Values;
  if (!values.saved) return t.savedFirst;
  return entered(values) ? undefined : messages.login.codeRequired;
}

/** First login: QR code, secret, the ten recovery codes (saved before the first code) and the first code. */
export function EnrolStep({ step, onSignedIn }: { step: LoginStep; onSignedIn: (session: StaffSession) => void }) {
  const codes = step.recovery_codes ?? [];

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      onSignedIn(await confirmEnrolment({ challenge: step.challenge, code: entered(values) }));
      return undefined;
    } catch (failure) {
      return { code: failure instanceof AdminFailure ? (failure.field('code') ?? failure.message) : messages.errors.generic };
    }
  };

  return (
    <Form<Values> onSubmit={submit}>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="admin-enrol-title" data-testid="admin-enrol">
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
              <Field<boolean> name="saved" type="checkbox" component="input" id="admin-codes-saved" />
              {t.saved}
            </Check>
          </Box>
          <Box>
            <h3>{t.step3}</h3>
            <TextField
              id="admin-enrol-code"
              name="code"
              label={messages.login.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              disabled={!values.saved}
              requiredMark
              validate={checkCode}
            />
            <Actions>
              <Button type="submit" loading={submitting}>
                {t.submit}
              </Button>
            </Actions>
          </Box>
        </form>
      )}
    </Form>
  );
}
