import { ENDPOINTS, type CooperationMyInfo } from '@afp/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const cooperationKeys = {
  all: ['cooperation'] as const,
  myInfo: () => [...cooperationKeys.all, 'my-info'] as const,
};

export const cooperationMyInfoQuery = (hasLogin: boolean) =>
  queryOptions({
    queryKey: cooperationKeys.myInfo(),
    queryFn: () => request<CooperationMyInfo>(ENDPOINTS.cooperationMyInfo),
    enabled: hasLogin,
  });
