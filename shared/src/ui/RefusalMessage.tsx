import { Link, useInRouterContext } from 'react-router-dom';
import { isReachable } from '../navigation';

/**
 * The pages an API refusal names as the way out (a 422 „… unter /account/onboarding.“), with the link text every
 * area shows for it: the trader data before publishing (Art. 30 DSA), a bigger package when a limit is reached.
 */
export const NEXT_STEPS: readonly NextStep[] = [
  { path: '/account/onboarding', label: 'Jetzt Angaben vervollständigen' },
  { path: '/account/packages', label: 'Größeres Paket wählen' },
];

export interface NextStep {
  path: string;
  label: string;
}

/** The way out a refusal names (the first known path in its text), or null. */
export function nextStepOf(message: string | null | undefined): NextStep | null {
  if (!message) return null;
  return NEXT_STEPS.find((step) => message.includes(step.path)) ?? null;
}

export interface RefusalMessageProps {
  /** The API's German message. */
  message: string;
}

/**
 * An API refusal as a screen shows it (inside its `Alert` or beside a field): the sentence that names a known path
 * gives way to a real link to that page („Jetzt Angaben vervollständigen“ → `/account/onboarding`, „Größeres Paket
 * wählen“ → `/account/packages`); any other message is shown as it is. The kit's form fields show their errors
 * through it (`FieldShell`), so a field error that names a path reads as the link too. Outside a router the link is
 * a plain anchor.
 */
export function RefusalMessage({ message }: RefusalMessageProps) {
  const inRouter = useInRouterContext();
  const step = nextStepOf(message);
  if (!step || !isReachable(step.path)) return <>{message}</>;
  const text = message
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.includes(step.path))
    .join(' ');
  return (
    <>
      {text ? `${text} ` : null}
      {inRouter ? <Link to={step.path}>{step.label}</Link> : <a href={step.path}>{step.label}</a>}
    </>
  );
}
