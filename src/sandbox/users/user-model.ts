import type {
  Address,
  LegalRepresentative,
  LegalUser,
  LegalUserSca,
  NaturalUser,
  NaturalUserSca,
  User,
  UserSca,
} from '../../service/types.js';
import { badRequest, notFound, SandboxError } from '../http/errors.js';
import { newId, unixSeconds, type SandboxState } from '../store/store.js';
import type {
  AddressBody,
  LegalBody,
  NaturalBody,
  RepresentativeBody,
  ScaLegalBody,
} from './user-schemas.js';

/** One record per user, in its SCA shape; the legacy routes answer `legacyView` of it. */

type Kind = 'NATURAL' | 'LEGAL';

/** `undefined` and `null` both keep what is there: a PUT changes only what it names. */
const pick = <T>(sent: T | null | undefined, current: T): T => sent ?? current;

function addressOf(sent: AddressBody | null | undefined, current?: Address): Address {
  const field = (key: keyof Address) => pick(sent?.[key], current?.[key] ?? null);
  return {
    AddressLine1: field('AddressLine1'),
    AddressLine2: field('AddressLine2'),
    City: field('City'),
    Region: field('Region'),
    PostalCode: field('PostalCode'),
    Country: field('Country'),
  };
}

function base(state: SandboxState, kind: Kind) {
  return {
    Id: newId(kind === 'NATURAL' ? 'user_m' : 'user_l'),
    KYCLevel: 'LIGHT' as const,
    UserStatus: 'ACTIVE' as const,
    TermsAndConditionsAccepted: false,
    TermsAndConditionsAcceptedDate: null,
    CreationDate: unixSeconds(state.now()),
  };
}

/** Accepting is once and for all: the date is the first acceptance's. */
function acceptTerms<U extends UserSca>(state: SandboxState, user: U, sent?: boolean | null): U {
  if (sent === undefined || sent === null || sent === user.TermsAndConditionsAccepted) return user;
  if (!sent) {
    throw badRequest('Terms and conditions once accepted cannot be withdrawn', {
      TermsAndConditionsAccepted: 'Expected true: this user has accepted them already',
    });
  }
  return {
    ...user,
    TermsAndConditionsAccepted: true,
    TermsAndConditionsAcceptedDate: unixSeconds(state.now()),
  };
}

export function updateNatural(
  state: SandboxState,
  user: NaturalUserSca,
  body: NaturalBody,
): NaturalUserSca {
  const updated: NaturalUserSca = {
    ...user,
    FirstName: pick(body.FirstName, user.FirstName),
    LastName: pick(body.LastName, user.LastName),
    Email: pick(body.Email, user.Email),
    Address: body.Address ? addressOf(body.Address, user.Address) : user.Address,
    Birthday: pick(body.Birthday, user.Birthday),
    Nationality: pick(body.Nationality, user.Nationality),
    CountryOfResidence: pick(body.CountryOfResidence, user.CountryOfResidence),
    Occupation: pick(body.Occupation, user.Occupation),
    IncomeRange: pick(body.IncomeRange, user.IncomeRange),
    Capacity: pick(body.Capacity, user.Capacity),
    PhoneNumber: pick(body.PhoneNumber, user.PhoneNumber),
    PhoneNumberCountry: pick(body.PhoneNumberCountry, user.PhoneNumberCountry),
    UserCategory: pick(body.UserCategory, user.UserCategory),
    Tag: pick(body.Tag, user.Tag),
  };
  return acceptTerms(state, updated, body.TermsAndConditionsAccepted);
}

export function newNatural(state: SandboxState, body: NaturalBody & { Email: string }) {
  const empty: NaturalUserSca = {
    ...base(state, 'NATURAL'),
    PersonType: 'NATURAL',
    FirstName: '',
    LastName: '',
    Email: body.Email,
    Address: addressOf(null),
    Birthday: null,
    Nationality: null,
    CountryOfResidence: null,
    Occupation: null,
    IncomeRange: null,
    ProofOfIdentity: null,
    ProofOfAddress: null,
    Capacity: 'NORMAL',
    PhoneNumber: null,
    PhoneNumberCountry: null,
    PendingUserAction: null,
    UserCategory: 'OWNER',
    Tag: null,
  };
  return updateNatural(state, empty, body);
}

function updateRepresentative(
  current: LegalRepresentative,
  sent: RepresentativeBody | null | undefined,
): LegalRepresentative {
  return {
    FirstName: pick(sent?.FirstName, current.FirstName),
    LastName: pick(sent?.LastName, current.LastName),
    Email: pick(sent?.Email, current.Email),
    Birthday: pick(sent?.Birthday, current.Birthday),
    Nationality: pick(sent?.Nationality, current.Nationality),
    CountryOfResidence: pick(sent?.CountryOfResidence, current.CountryOfResidence),
    PhoneNumber: pick(sent?.PhoneNumber, current.PhoneNumber),
    PhoneNumberCountry: pick(sent?.PhoneNumberCountry, current.PhoneNumberCountry),
  };
}

/** A body of the SCA routes: the representative as one object. */
export function updateLegalSca(
  state: SandboxState,
  user: LegalUserSca,
  body: ScaLegalBody,
): LegalUserSca {
  const updated: LegalUserSca = {
    ...user,
    Name: pick(body.Name, user.Name),
    Email: pick(body.Email, user.Email),
    LegalPersonType: pick(body.LegalPersonType, user.LegalPersonType),
    HeadquartersAddress: body.HeadquartersAddress
      ? addressOf(body.HeadquartersAddress, user.HeadquartersAddress)
      : user.HeadquartersAddress,
    LegalRepresentativeAddress: body.LegalRepresentativeAddress
      ? addressOf(body.LegalRepresentativeAddress, user.LegalRepresentativeAddress)
      : user.LegalRepresentativeAddress,
    LegalRepresentative: updateRepresentative(user.LegalRepresentative, body.LegalRepresentative),
    CompanyNumber: pick(body.CompanyNumber, user.CompanyNumber),
    UserCategory: pick(body.UserCategory, user.UserCategory),
    Tag: pick(body.Tag, user.Tag),
  };
  return acceptTerms(state, updated, body.TermsAndConditionsAccepted);
}

/** A body of the legacy routes: the representative as flat fields. */
export function updateLegal(state: SandboxState, user: LegalUserSca, body: LegalBody) {
  const { LegalRepresentativeFirstName: FirstName, LegalRepresentativeLastName: LastName } = body;
  const representative: RepresentativeBody = {
    ...(FirstName ? { FirstName } : {}),
    ...(LastName ? { LastName } : {}),
    Email: body.LegalRepresentativeEmail ?? undefined,
    Birthday: body.LegalRepresentativeBirthday ?? undefined,
    Nationality: body.LegalRepresentativeNationality ?? undefined,
    CountryOfResidence: body.LegalRepresentativeCountryOfResidence ?? undefined,
  };
  return updateLegalSca(state, user, { ...body, LegalRepresentative: representative });
}

export function newLegal(
  state: SandboxState,
  body: ScaLegalBody & { Name: string; Email: string },
) {
  const empty: LegalUserSca = {
    ...base(state, 'LEGAL'),
    PersonType: 'LEGAL',
    Name: body.Name,
    Email: body.Email,
    LegalPersonType: 'BUSINESS',
    HeadquartersAddress: addressOf(null),
    LegalRepresentativeAddress: addressOf(null),
    LegalRepresentative: {
      FirstName: '',
      LastName: '',
      Email: null,
      Birthday: null,
      Nationality: null,
      CountryOfResidence: null,
      PhoneNumber: null,
      PhoneNumberCountry: null,
    },
    CompanyNumber: null,
    ProofOfRegistration: null,
    ShareholderDeclaration: null,
    Statute: null,
    PendingUserAction: null,
    UserCategory: 'OWNER',
    Tag: null,
  };
  return updateLegalSca(state, empty, body);
}

/** The legacy routes name the representative's fields flat, and need no email for them. */
export type Style = 'legacy' | 'sca';

/**
 * What an Owner must have that a Payer need not, as the service's SDK typings list it
 * (`RequiredUserNaturalOwnerData`, `RequiredUserLegalOwnerData`, the SCA create types).
 */
export function ownerGaps(user: UserSca, style: Style): Record<string, string> {
  const gaps: Record<string, string> = {};
  const need = (field: string, present: unknown) => {
    if (present === null || present === undefined || present === '') {
      gaps[field] = 'Required when UserCategory is OWNER';
    }
  };
  if (!user.TermsAndConditionsAccepted) {
    gaps.TermsAndConditionsAccepted = 'Must be true when UserCategory is OWNER';
  }
  if (user.PersonType === 'NATURAL') {
    need('Birthday', user.Birthday);
    need('Nationality', user.Nationality);
    need('CountryOfResidence', user.CountryOfResidence);
    return gaps;
  }
  const rep = user.LegalRepresentative;
  const repField = (name: string) =>
    style === 'sca' ? `LegalRepresentative.${name}` : `LegalRepresentative${name}`;
  need(repField('FirstName'), rep.FirstName);
  need(repField('LastName'), rep.LastName);
  if (style === 'sca') need(repField('Email'), rep.Email);
  need(repField('Birthday'), rep.Birthday);
  need(repField('Nationality'), rep.Nationality);
  need(repField('CountryOfResidence'), rep.CountryOfResidence);
  need('HeadquartersAddress.AddressLine1', user.HeadquartersAddress.AddressLine1);
  need('HeadquartersAddress.City', user.HeadquartersAddress.City);
  need('HeadquartersAddress.Country', user.HeadquartersAddress.Country);
  if (user.LegalPersonType === 'BUSINESS') need('CompanyNumber', user.CompanyNumber);
  return gaps;
}

/** Refuses an Owner missing what an Owner needs, naming each field. */
export function checkOwner(user: UserSca, style: Style): void {
  if (user.UserCategory !== 'OWNER') return;
  const gaps = ownerGaps(user, style);
  if (Object.keys(gaps).length > 0) {
    throw badRequest('One or several required parameters are missing or incorrect', gaps);
  }
}

/** The answer of the service's release notes of 2025-04-14 to any action on a closed user. */
export function userClosed(): SandboxError {
  return new SandboxError(400, 'user_closed', 'User closed: No action can be performed');
}

export function findUser(state: SandboxState, id: string): UserSca {
  const user = state.users.get(id);
  if (!user) throw notFound('User', id);
  return user;
}

/** A user of this type only; the other type is as unknown here as a missing user. */
export function findTyped<K extends Kind>(state: SandboxState, id: string, kind: K) {
  const user = state.users.get(id);
  if (!user || user.PersonType !== kind) {
    throw notFound(kind === 'NATURAL' ? 'UserNatural' : 'UserLegal', id);
  }
  return user as Extract<UserSca, { PersonType: K }>;
}

/** A user that may still act: anything but `CLOSED`. */
export function findOpenUser(state: SandboxState, id: string): UserSca {
  const user = findUser(state, id);
  if (user.UserStatus === 'CLOSED') throw userClosed();
  return user;
}

/** The legacy objects: no phone, no `PendingUserAction`, a legal representative flat. */
export function legacyView(user: UserSca): User {
  if (user.PersonType === 'NATURAL') {
    const { PhoneNumber, PhoneNumberCountry, PendingUserAction, ...natural } = user;
    void [PhoneNumber, PhoneNumberCountry, PendingUserAction];
    return natural satisfies NaturalUser;
  }
  const { LegalRepresentative: rep, PendingUserAction, ...legal } = user;
  void PendingUserAction;
  return {
    ...legal,
    LegalRepresentativeFirstName: rep.FirstName || null,
    LegalRepresentativeLastName: rep.LastName || null,
    LegalRepresentativeEmail: rep.Email,
    LegalRepresentativeBirthday: rep.Birthday,
    LegalRepresentativeNationality: rep.Nationality,
    LegalRepresentativeCountryOfResidence: rep.CountryOfResidence,
    LegalRepresentativeProofOfIdentity: null,
  } satisfies LegalUser;
}
