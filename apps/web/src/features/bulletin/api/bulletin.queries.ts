import { queryOptions } from '@tanstack/react-query';
import { BULLETIN_ENDPOINTS as B, type AnswerOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const bulletinKeys = {
  all: ['bulletin'] as const,
  list: () => [...bulletinKeys.all, 'list'] as const,
  detail: (id: string) => [...bulletinKeys.all, 'detail', id] as const,
};

export const fetchBulletinPage = (cursor: string | undefined): Promise<AnswerOf<typeof B.page>> =>
  call(B.page, { query: { cursor } });

export const bulletinQuery = (id: string) =>
  queryOptions({
    queryKey: bulletinKeys.detail(id),
    queryFn: () => call(B.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const downloadBulletinWorkbook = (id: string, bulletinNo: string) =>
  downloadFile(B.export, { query: { id } }, `发案通报_${bulletinNo}.xlsx`);
