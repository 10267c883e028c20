/**
 * The four libphonenumber-js (min metadata) functions the phone rules use, as the module `loadPhoneRules()` imports.
 * `import()` of the package itself keeps every export (the as-you-type formatter, number finding): a bundler cannot
 * tell which names a dynamically imported namespace will be asked for. Named re-exports let it drop the rest.
 */
export {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'
