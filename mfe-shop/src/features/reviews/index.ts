/** Reviews' public surface: the product page shows the section. */
export { ReviewsSection } from './components/ReviewsSection';
