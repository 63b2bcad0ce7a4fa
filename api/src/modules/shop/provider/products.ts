/** The provider's products, by topic in the sibling files (draft and checks, writes, SEO/tags/images). */
export { SKU_TAKEN, refreshSearchKeywords } from './product-draft';
export {
  activeProductCount,
  createProduct,
  insertProduct,
  updateProduct,
  changeProduct,
  deleteProduct,
  productDetail,
} from './product-writes';
export {
  saveSeo,
  productSeo,
  tagNames,
  saveTags,
  productTags,
  MAX_IMAGES_PER_PRODUCT,
  addImages,
  deleteImage,
  productImages,
} from './product-extras';
export { NOT_FOUND } from './ownership';
