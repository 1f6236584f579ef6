// Shared Jest setup: keep it empty of fakes; tests pass their own.
export {};
