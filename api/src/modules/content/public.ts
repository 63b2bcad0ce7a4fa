/** What other modules may use of the content module: the operator's name and e-mail footer (rule `api-module-internals`). */
export { emailFooter, operatorName } from './operator';
/** A change visitors read (after its transaction committed): every instance's caches follow (changes.ts). */
export { announceContentChange, onContentChange, type ContentChange } from './changes';
/** Where content shows a picture (the media library's where-used list and its delete check). */
export { contentUsingPicture, type PictureUse } from './picture-usage';
