/** The provider page, by topic in the sibling files (the provider's store info editor, the public page). */
export {
  IMAGE_NOT_FOUND,
  MAX_GALLERY_IMAGES,
  STORE_IMAGE_KINDS,
  type StoreImageKind,
  providerStoreInfo,
  type StorePageInput,
  updateStorePage,
  uploadStoreImage,
  removeCompanyImages,
} from './store-info';
export { type PageViewer, providerPageData, providerShowsProfile } from './public-page';
