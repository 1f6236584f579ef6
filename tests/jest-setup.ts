// Shared Jest setup: DOM matchers only; tests pass their own fakes.
import '@testing-library/jest-dom';
