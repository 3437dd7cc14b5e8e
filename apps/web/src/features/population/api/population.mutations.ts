import { useMutation } from '@tanstack/react-query';
import { POPULATION_ENDPOINTS, type ResidentTagsBody } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { populationKeys } from './population.queries';

/** A tag change moves the resident between filtered lists and changes the counts. */
export const useUpdateResidentTags = () =>
  useMutation({
    mutationFn: (body: ResidentTagsBody) => call(POPULATION_ENDPOINTS.updateTags, { body }),
    onSuccess: (resident) => {
      queryClient.setQueryData(populationKeys.resident(resident.id), resident);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: populationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: populationKeys.counts() }),
      ]);
    },
  });
