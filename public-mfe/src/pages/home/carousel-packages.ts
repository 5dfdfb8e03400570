import type { Package } from '@safa/contract';
import { isOtherPackage } from '../../site/packages';

/** §9: at most 6 packages. */
const CAROUSEL_MAX = 6;

/** §2: the packages the home page's carousel shows, neither Hajj nor Umrah. */
export const carouselPackages = (packages: Package[]) =>
  packages.filter(isOtherPackage).slice(0, CAROUSEL_MAX);
