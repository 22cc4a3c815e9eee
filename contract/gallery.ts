/** The gallery's libraries: campaign images, and the operator's own (the login image …). */
export const GALLERY_LIBRARIES = ['campaign', 'admin'] as const;
export type GalleryLibrary = (typeof GALLERY_LIBRARIES)[number];
