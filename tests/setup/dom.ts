import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy* and waitFor give up after 1 s by default. With a worker on every core
// (docs/decisions/0056) a file can share its core with another, and a form that loads through
// MSW took longer than that once in CI. A wait for something that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });
