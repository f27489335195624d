import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getFeatures,
  resetFeatures,
  updateFeatures,
  type UpdateFeaturesInput,
} from '../../../api/contract/features.ts';
import { call } from '../../../api/http.ts';
import { NOT_SAVED } from '../not-saved';

// ABP feature management (reference/abp-conventions.md §5). Without a key the key is left out
// of the URL: the host level, as the Angular modal sends it.
export interface FeatureProvider {
  providerName: string;
  providerKey?: string;
}

const query = ({ providerName, providerKey }: FeatureProvider) => ({
  providerName,
  ...(providerKey ? { providerKey } : {}),
});

export const featureKeys = {
  all: ['feature-management'] as const,
  of: (p: FeatureProvider) => ['feature-management', p.providerName, p.providerKey ?? ''] as const,
};

export const featuresQuery = (p: FeatureProvider) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: featureKeys.of(p),
    queryFn: ({ signal }) => call(getFeatures, { query: query(p), signal }),
    // The modal edits a copy of what it loaded: always load afresh when it opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useFeatureWrites(p: FeatureProvider) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: featureKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: UpdateFeaturesInput) => call(updateFeatures, { query: query(p), body }),
      onSuccess,
    }),
    reset: useMutation({
      mutationFn: () => call(resetFeatures, { query: query(p) }),
      onSuccess,
    }),
  };
}
