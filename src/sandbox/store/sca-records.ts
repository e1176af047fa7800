import type { ConsentScopeName } from '../../service/types.js';

/** What the sandbox keeps of a user's SCA: read by the store, written by the SCA routes. */
export interface ScaRecord {
  /** Whether a session was ever opened for the user: before that, the SCA status is a 404. */
  triggered: boolean;
  enrolledAt: number | null;
  consentChangedAt: number | null;
  consent: Set<ConsentScopeName>;
}

export interface ScaSession {
  id: string;
  /** Sent in the page's form and checked on its POST: only that page completes the session. */
  secret: string;
  userId: string;
  purpose: 'enrollment' | 'consent';
  createdAt: number;
  ended: boolean;
}
