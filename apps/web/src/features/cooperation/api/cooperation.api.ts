import { PEOPLE_ENDPOINTS } from '@afp/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const cooperationKeys = {
  all: ['cooperation'] as const,
  myInfo: () => [...cooperationKeys.all, 'my-info'] as const,
};

export const cooperationMyInfoQuery = (hasLogin: boolean) =>
  queryOptions({
    queryKey: cooperationKeys.myInfo(),
    queryFn: () => call(PEOPLE_ENDPOINTS.cooperationMyInfo),
    enabled: hasLogin,
  });
