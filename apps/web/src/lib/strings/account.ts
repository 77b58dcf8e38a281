// The account pages' English strings (sign-in, registration, profile, password), with the code
// that shows them (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import account from '../../locales/account/en.json';
import forms from '../../locales/account-forms/en.json';

addEnglishStrings(account, forms);
