/** The onboarding feature's public surface: the page (routed lazily by Area.tsx). */
export { default as OnboardingPage } from './pages/OnboardingPage';
