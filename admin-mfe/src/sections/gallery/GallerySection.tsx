export function GallerySection() {
  return null;
}
