/**
 * The service's users, as "The Natural User object", "The Legal User object" and their SCA
 * versions describe them (docs/sandbox.md, "Users"): what the server client sends and reads and
 * what the sandbox answers. Types only.
 */

export type UserCategory = 'OWNER' | 'PAYER';
export type LegalPersonType = 'BUSINESS' | 'ORGANIZATION' | 'SOLETRADER' | 'PARTNERSHIP';
/** `PENDING_USER_ACTION`: an Owner who has not enrolled in SCA yet; `CLOSED` is final. */
export type UserStatus = 'ACTIVE' | 'PENDING_USER_ACTION' | 'CLOSED';
export type KYCLevel = 'LIGHT' | 'REGULAR';
/** 1: under 18 k€ a year … 6: over 120 k€. */
export type IncomeRange = 1 | 2 | 3 | 4 | 5 | 6;
/** Whether the user is there to do SCA (`USER_PRESENT`) or the platform acts under proxy. */
export type ScaContext = 'USER_PRESENT' | 'USER_NOT_PRESENT';

export interface Address {
  AddressLine1: string | null;
  AddressLine2: string | null;
  City: string | null;
  Region: string | null;
  PostalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  Country: string | null;
}

export type AddressInput = Partial<Record<keyof Address, string>>;

/** Where to send the user for an SCA session, after adding an encoded `returnUrl` query parameter. */
export interface PendingUserAction {
  RedirectUrl: string;
}

interface UserBase {
  Id: string;
  Email: string;
  UserCategory: UserCategory;
  UserStatus: UserStatus;
  KYCLevel: KYCLevel;
  TermsAndConditionsAccepted: boolean;
  /** Unix timestamp of the first acceptance; `null` until then. */
  TermsAndConditionsAcceptedDate: number | null;
  Tag: string | null;
  /** Unix timestamp. */
  CreationDate: number;
}

/** A Natural User as `GET /users/{Id}` and the natural user routes answer. */
export interface NaturalUser extends UserBase {
  PersonType: 'NATURAL';
  FirstName: string;
  LastName: string;
  Address: Address;
  /** Unix timestamp. */
  Birthday: number | null;
  Nationality: string | null;
  CountryOfResidence: string | null;
  Occupation: string | null;
  IncomeRange: IncomeRange | null;
  ProofOfIdentity: string | null;
  ProofOfAddress: string | null;
  Capacity: 'NORMAL' | 'DECLARATIVE';
}

/** The SCA routes' Natural User: the same, with the phone and the pending SCA session. */
export interface NaturalUserSca extends NaturalUser {
  PhoneNumber: string | null;
  PhoneNumberCountry: string | null;
  PendingUserAction: PendingUserAction | null;
}

/** A Legal User as `GET /users/{Id}` and the legal user routes answer: the representative flat. */
export interface LegalUser extends UserBase {
  PersonType: 'LEGAL';
  Name: string;
  LegalPersonType: LegalPersonType;
  HeadquartersAddress: Address;
  LegalRepresentativeFirstName: string | null;
  LegalRepresentativeLastName: string | null;
  LegalRepresentativeEmail: string | null;
  /** Unix timestamp. */
  LegalRepresentativeBirthday: number | null;
  LegalRepresentativeNationality: string | null;
  LegalRepresentativeCountryOfResidence: string | null;
  LegalRepresentativeAddress: Address;
  CompanyNumber: string | null;
  ProofOfRegistration: string | null;
  ShareholderDeclaration: string | null;
  Statute: string | null;
  LegalRepresentativeProofOfIdentity: string | null;
}

export interface LegalRepresentative {
  FirstName: string;
  LastName: string;
  Email: string | null;
  Birthday: number | null;
  Nationality: string | null;
  CountryOfResidence: string | null;
  PhoneNumber: string | null;
  PhoneNumberCountry: string | null;
}

type FlatRepresentative =
  | 'LegalRepresentativeFirstName'
  | 'LegalRepresentativeLastName'
  | 'LegalRepresentativeEmail'
  | 'LegalRepresentativeBirthday'
  | 'LegalRepresentativeNationality'
  | 'LegalRepresentativeCountryOfResidence'
  | 'LegalRepresentativeProofOfIdentity';

/** The SCA routes' Legal User: the representative as one object. */
export interface LegalUserSca extends Omit<LegalUser, FlatRepresentative> {
  LegalRepresentative: LegalRepresentative;
  PendingUserAction: PendingUserAction | null;
}

export type User = NaturalUser | LegalUser;
export type UserSca = NaturalUserSca | LegalUserSca;

interface PersonInput {
  /** Unix timestamp. */
  Birthday?: number;
  /** ISO 3166-1 alpha-2. */
  Nationality?: string;
  CountryOfResidence?: string;
}

/** `POST /users/natural`. An `OWNER` (the default) is read with all of `PersonInput`. */
export interface CreateNaturalUser extends PersonInput {
  FirstName: string;
  LastName: string;
  Email: string;
  /** Defaults to `OWNER`. */
  UserCategory?: UserCategory;
  TermsAndConditionsAccepted?: boolean;
  Address?: AddressInput;
  Occupation?: string;
  IncomeRange?: IncomeRange;
  Tag?: string;
}

/** `PUT /users/natural/{Id}`: only what changes. To make a `PAYER` an `OWNER`, send what an Owner needs. */
export type UpdateNaturalUser = Partial<CreateNaturalUser>;

export interface CreateLegalUser {
  Name: string;
  Email: string;
  /** Defaults to `BUSINESS`. */
  LegalPersonType?: LegalPersonType;
  LegalRepresentativeFirstName?: string;
  LegalRepresentativeLastName?: string;
  LegalRepresentativeEmail?: string;
  LegalRepresentativeBirthday?: number;
  LegalRepresentativeNationality?: string;
  LegalRepresentativeCountryOfResidence?: string;
  LegalRepresentativeAddress?: AddressInput;
  HeadquartersAddress?: AddressInput;
  /** A number is read as its digits. */
  CompanyNumber?: string;
  /** Defaults to `OWNER`. */
  UserCategory?: UserCategory;
  TermsAndConditionsAccepted?: boolean;
  Tag?: string;
}

/** `PUT /users/legal/{Id}`: only what changes. */
export type UpdateLegalUser = Partial<CreateLegalUser>;

/** `GET /sca/users/{Id}/sca-status`. */
export interface ScaStatus {
  UserStatus: UserStatus;
  IsEnrolled: boolean;
  LastEnrollmentDate: number | null;
  LastConsentCollectionDate: number | null;
  /** Consent to each SCA-triggering action the platform takes under proxy. */
  ConsentScope: Record<ConsentScopeName, 'ACTIVE' | 'INACTIVE'>;
}

export type ConsentScopeName =
  'ContactInformationUpdate' | 'RecipientRegistration' | 'Transfer' | 'ViewAccountInformation';
