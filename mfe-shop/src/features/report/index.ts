/** Reporting content: the button that opens the report dialog for a product or a review. */
export { ReportContentButton } from './components/ReportContentButton';
