/**
 * Every interface text of the dashboard (ARCHITECTURE rule 5). The spec's texts are verbatim; the others are
 * ours and marked so in comments where the spec is silent.
 *
 * One module per area (`./ru/<area>.ts`), imported as a namespace — `import * as ru from '@/lib/i18n/ru'` — and
 * read as `ru.<area>.<text>`: the bundler keeps only the areas a page's code names, so the sign-in screen does not
 * carry the order desk's texts (about 18 KB gzip saved on every page). Keep every use a plain member access;
 * passing `ru` itself around would pull in every area again. The plural rule is `./plural.ts`.
 */
export { activation } from './ru/activation';
export { app } from './ru/app';
export { billing } from './ru/billing';
export { common } from './ru/common';
export { content } from './ru/content';
export { dates } from './ru/dates';
export { errorScreen } from './ru/errorScreen';
export { facilities } from './ru/facilities';
export { forgotPassword } from './ru/forgotPassword';
export { guestApp } from './ru/guestApp';
export { home } from './ru/home';
export { hotel } from './ru/hotel';
export { hotelTime } from './ru/hotelTime';
export { httpErrors } from './ru/httpErrors';
export { icons } from './ru/icons';
export { imageField } from './ru/imageField';
export { login } from './ru/login';
export { menu } from './ru/menu';
export { nav } from './ru/nav';
export { noHotels } from './ru/noHotels';
export { notFound } from './ru/notFound';
export { offline } from './ru/offline';
export { orders } from './ru/orders';
export { ordersLive } from './ru/ordersLive';
export { passwordReset } from './ru/passwordReset';
export { passwordToggle } from './ru/passwordToggle';
export { photos } from './ru/photos';
export { profile } from './ru/profile';
export { promo } from './ru/promo';
export { pwa } from './ru/pwa';
export { quickSearch } from './ru/quickSearch';
export { reports } from './ru/reports';
export { roles } from './ru/roles';
export { services } from './ru/services';
export { shell } from './ru/shell';
export { staff } from './ru/staff';
export { stays } from './ru/stays';
export { structure } from './ru/structure';
export { team } from './ru/team';
export { units } from './ru/units';
export { validation } from './ru/validation';
