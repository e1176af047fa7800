/** Runs `create` once and keeps its promise; a failure is forgotten so the next call retries. */
function once(create) {
  let promise;
  return () =>
    (promise ??= create().catch((error) => {
      promise = undefined;
      throw error;
    }));
}

const TAG = 'card-tokenizer demo';

/** The demo's users on one service, created on first use: a shopper and two recipients. */
export function createDemoUsers(payments) {
  return {
    /** A payer: cards are registered for them; not allowed an embedded Recipients token. */
    shopper: once(() =>
      payments.createNaturalUser({
        FirstName: 'Sam',
        LastName: 'Shopper',
        Email: 'sam.shopper@example.com',
        UserCategory: 'PAYER',
        Tag: TAG,
      }),
    ),
    /** Owners, one Natural and one Legal: the users a Recipients token is for. */
    recipients: once(() =>
      Promise.all([
        payments.createNaturalUser({
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'ada@example.com',
          UserCategory: 'OWNER',
          Tag: TAG,
        }),
        payments.createLegalUser({
          Name: 'Lovelace Ceramics Ltd',
          Email: 'shop@lovelace-ceramics.example',
          LegalPersonType: 'BUSINESS',
          LegalRepresentativeFirstName: 'Ada',
          LegalRepresentativeLastName: 'Lovelace',
          UserCategory: 'OWNER',
          Tag: TAG,
        }),
      ]),
    ),
  };
}

/** How a user reads in a list: `Legal user: Lovelace Ceramics Ltd (OWNER)`. */
export function userLabel(user) {
  const name = user.PersonType === 'LEGAL' ? user.Name : `${user.FirstName} ${user.LastName}`;
  const kind = user.PersonType === 'LEGAL' ? 'Legal' : 'Natural';
  return `${kind} user: ${name} (${user.UserCategory})`;
}
