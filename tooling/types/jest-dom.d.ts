// jest-dom's matchers (toBeInTheDocument …) for the tests of every package that includes tooling/types.
import '@testing-library/jest-dom';
