import { z } from 'zod';

/**
 * The bodies of the user routes. Every optional field may come as `null`, read as "not given":
 * SDKs send back the object they read, nulls and read-only fields included (the latter dropped).
 */

const name = z.string().trim().min(1).max(255);
const text = z.string().max(255);
const country = z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code');
const timestamp = z.number().int();
/** E.164 (`+33611111111`) or a local number with `PhoneNumberCountry`. */
const phone = z.string().regex(/^\+?[0-9 ().-]{4,25}$/, 'Expected a phone number');

const address = z.object({
  AddressLine1: text.nullish(),
  AddressLine2: text.nullish(),
  City: text.nullish(),
  Region: text.nullish(),
  PostalCode: text.nullish(),
  Country: country.nullish(),
});
export type AddressBody = z.infer<typeof address>;

const category = z.enum(['OWNER', 'PAYER']);
const terms = z.boolean();
const scaContext = z.enum(['USER_PRESENT', 'USER_NOT_PRESENT']);
const legalPersonType = z.enum(['BUSINESS', 'ORGANIZATION', 'SOLETRADER', 'PARTNERSHIP']);
/** Some SDK tests send it as a number. */
const companyNumber = z.union([text, z.number().int().nonnegative()]).transform(String);
const incomeRange = z.union([1, 2, 3, 4, 5, 6].map((n) => z.literal(n))) as z.ZodType<
  1 | 2 | 3 | 4 | 5 | 6
>;

const person = {
  Birthday: timestamp.nullish(),
  Nationality: country.nullish(),
  CountryOfResidence: country.nullish(),
};

const naturalFields = {
  FirstName: name.max(100),
  LastName: name.max(100),
  Email: z.email(),
  Address: address.nullish(),
  ...person,
  Occupation: text.nullish(),
  IncomeRange: incomeRange.nullish(),
  Capacity: z.enum(['NORMAL', 'DECLARATIVE']).nullish(),
  UserCategory: category.nullish(),
  TermsAndConditionsAccepted: terms.nullish(),
  Tag: text.nullish(),
};

const scaNaturalFields = {
  ...naturalFields,
  PhoneNumber: phone.nullish(),
  PhoneNumberCountry: country.nullish(),
  ScaContext: scaContext.nullish(),
};

/** What a create requires, an update may leave out or send as `null`. */
const naturalRequired = {
  FirstName: naturalFields.FirstName.nullish(),
  LastName: naturalFields.LastName.nullish(),
  Email: naturalFields.Email.nullish(),
};

export const naturalCreate = z.object(naturalFields);
export const naturalUpdate = z.object({ ...naturalFields, ...naturalRequired });
export const scaNaturalCreate = z.object({
  ...scaNaturalFields,
  UserCategory: category,
  TermsAndConditionsAccepted: terms,
});
export const scaNaturalUpdate = z.object({ ...scaNaturalFields, ...naturalRequired });
export type NaturalBody = z.infer<typeof scaNaturalUpdate>;

const legalFields = {
  Name: name,
  Email: z.email(),
  LegalPersonType: legalPersonType.nullish(),
  HeadquartersAddress: address.nullish(),
  LegalRepresentativeAddress: address.nullish(),
  CompanyNumber: companyNumber.nullish(),
  UserCategory: category.nullish(),
  TermsAndConditionsAccepted: terms.nullish(),
  Tag: text.nullish(),
};

/** The legacy routes' representative: flat fields. */
export const legalCreate = z.object({
  ...legalFields,
  LegalRepresentativeFirstName: name.nullish(),
  LegalRepresentativeLastName: name.nullish(),
  LegalRepresentativeEmail: z.email().nullish(),
  LegalRepresentativeBirthday: timestamp.nullish(),
  LegalRepresentativeNationality: country.nullish(),
  LegalRepresentativeCountryOfResidence: country.nullish(),
});
export const legalUpdate = legalCreate.extend({ Name: name.nullish(), Email: z.email().nullish() });
export type LegalBody = z.infer<typeof legalUpdate>;

const representative = z.object({
  FirstName: name,
  LastName: name,
  Email: z.email(),
  ...person,
  PhoneNumber: phone.nullish(),
  PhoneNumberCountry: country.nullish(),
});
export type RepresentativeBody = Partial<z.infer<typeof representative>>;

/** The SCA routes' representative: one object. */
export const scaLegalCreate = z.object({
  ...legalFields,
  LegalPersonType: legalPersonType,
  LegalRepresentative: representative,
  UserCategory: category,
  TermsAndConditionsAccepted: terms,
  ScaContext: scaContext.nullish(),
});
export const scaLegalUpdate = z.object({
  ...legalFields,
  Name: name.nullish(),
  Email: z.email().nullish(),
  ScaContext: scaContext.nullish(),
  LegalRepresentative: representative.partial().nullish(),
});
export type ScaLegalBody = z.infer<typeof scaLegalUpdate>;

/** `PUT …/category`: a Payer becomes an Owner. */
export const naturalCategorize = z.object({
  UserCategory: z.literal('OWNER'),
  TermsAndConditionsAccepted: z.literal(true),
  Email: z.email().nullish(),
  Birthday: timestamp,
  Nationality: country,
  CountryOfResidence: country,
  PhoneNumber: phone.nullish(),
  PhoneNumberCountry: country.nullish(),
  ScaContext: scaContext.nullish(),
});

export const legalCategorize = z.object({
  UserCategory: z.literal('OWNER'),
  TermsAndConditionsAccepted: z.literal(true),
  LegalRepresentative: representative,
  HeadquartersAddress: address,
  CompanyNumber: companyNumber.nullish(),
  ScaContext: scaContext.nullish(),
});
