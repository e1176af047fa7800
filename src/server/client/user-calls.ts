import { legalUserPath, naturalUserPath } from '../../service/paths.js';
import type {
  LegalUser,
  NaturalUser,
  UpdateLegalUser,
  UpdateNaturalUser,
  User,
} from '../../service/types.js';
import type { Call, CallOptions } from './request.js';

/** Reading users by type, updating and closing them: the client's calls on one user. */
export interface UserCalls {
  /** A Legal user's Id is refused: `PaymentsApiError` 404 `ressource_not_found`. */
  getNaturalUser(userId: string, options?: CallOptions): Promise<NaturalUser>;
  /** A Natural user's Id is refused: `PaymentsApiError` 404 `ressource_not_found`. */
  getLegalUser(userId: string, options?: CallOptions): Promise<LegalUser>;
  /**
   * Changes the fields sent, nothing else. A `PAYER` becomes an `OWNER` with `UserCategory`
   * and what an Owner needs (`Birthday`, `Nationality`, `CountryOfResidence`,
   * `TermsAndConditionsAccepted: true`). Retried like a read: sending it twice changes nothing more.
   */
  updateNaturalUser(
    userId: string,
    body: UpdateNaturalUser,
    options?: CallOptions,
  ): Promise<NaturalUser>;
  /** As `updateNaturalUser`; an Owner also needs its headquarters, representative and company number. */
  updateLegalUser(userId: string, body: UpdateLegalUser, options?: CallOptions): Promise<LegalUser>;
  /**
   * Closes the user for good (`UserStatus: 'CLOSED'`); it stays readable. Closing a closed user is
   * the service's `PaymentsApiError` 400 `user_closed`, except after a lost answer of this call.
   */
  closeNaturalUser(userId: string, options?: CallOptions): Promise<void>;
  closeLegalUser(userId: string, options?: CallOptions): Promise<void>;
}

export interface UserCallsOptions {
  send: <T>(call: Call<T>) => Promise<T>;
  /** The client id, already encoded for a path. */
  clientPath: string;
}

export function createUserCalls({ send, clientPath }: UserCallsOptions): UserCalls {
  const natural = (userId: string) => naturalUserPath(clientPath, encodeURIComponent(userId));
  const legal = (userId: string) => legalUserPath(clientPath, encodeURIComponent(userId));
  const get = <T>(path: string, options?: CallOptions) => send<T>({ method: 'GET', path, options });
  const put = <T>(path: string, body: unknown, options?: CallOptions) =>
    send<T>({ method: 'PUT', path, body, options, idempotent: true });
  /** A close whose answer was lost is done if the user reads `CLOSED`: `null` says so. */
  const close = async (path: string, options?: CallOptions) => {
    await send<null>({
      method: 'DELETE',
      path,
      options,
      recover: async (signal) => {
        const user = await get<User>(path, { signal });
        return user.UserStatus === 'CLOSED' ? null : undefined;
      },
    });
  };

  return {
    getNaturalUser: (userId, o) => get<NaturalUser>(natural(userId), o),
    getLegalUser: (userId, o) => get<LegalUser>(legal(userId), o),
    updateNaturalUser: (userId, body: UpdateNaturalUser, o) => put(natural(userId), body, o),
    updateLegalUser: (userId, body: UpdateLegalUser, o) => put(legal(userId), body, o),
    closeNaturalUser: (userId, o) => close(natural(userId), o),
    closeLegalUser: (userId, o) => close(legal(userId), o),
  };
}
