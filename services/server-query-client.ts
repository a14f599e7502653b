import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from './query-client';

/** One QueryClient per server request: React's cache() scopes it to the render. */
export const getServerQueryClient = cache(makeQueryClient);
