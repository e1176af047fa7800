/** The natural user the tests create when the user's details do not matter. */
export const ADA = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };
