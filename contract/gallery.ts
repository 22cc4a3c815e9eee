/** The gallery's libraries: campaign images, and the operator's own (the login image …). */
export const GALLERY_LIBRARIES = ['campaign', 'admin'] as const;
export type GalleryLibrary = (typeof GALLERY_LIBRARIES)[number];

/** The image types the gallery and the catalogue store (the server checks the bytes as well). */
export const GALLERY_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type GalleryContentType = (typeof GALLERY_CONTENT_TYPES)[number];
