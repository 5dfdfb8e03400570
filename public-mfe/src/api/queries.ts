import { api } from '@safa/shared-ui/api';
import { useQuery } from '@tanstack/react-query';

export const queryKeys = {
  packages: ['packages'] as const,
  package: (id: string) => ['packages', id] as const,
  contacts: ['contacts'] as const,
  galleryImages: ['gallery', 'images'] as const,
  galleryVideos: ['gallery', 'videos'] as const,
  fliers: ['fliers'] as const,
  currentHajj: ['hajj', 'current'] as const,
};

export function usePackages() {
  return useQuery({ queryKey: queryKeys.packages, queryFn: ({ signal }) => api.listPackages(signal) });
}

export function usePackage(id: string | null) {
  return useQuery({
    queryKey: queryKeys.package(id ?? ''),
    queryFn: ({ signal }) => api.getPackage(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useContacts() {
  return useQuery({ queryKey: queryKeys.contacts, queryFn: ({ signal }) => api.listContacts(signal) });
}

export function useGalleryImages() {
  return useQuery({
    queryKey: queryKeys.galleryImages,
    queryFn: ({ signal }) => api.listGalleryImages(signal),
  });
}

export function useGalleryVideos() {
  return useQuery({
    queryKey: queryKeys.galleryVideos,
    queryFn: ({ signal }) => api.listGalleryVideos(signal),
  });
}

export function useFliers() {
  return useQuery({ queryKey: queryKeys.fliers, queryFn: ({ signal }) => api.listFliers(signal) });
}

export function useCurrentHajj() {
  return useQuery({ queryKey: queryKeys.currentHajj, queryFn: ({ signal }) => api.getCurrentHajj(signal) });
}
