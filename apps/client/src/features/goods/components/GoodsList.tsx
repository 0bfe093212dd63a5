import { useCallback, useMemo, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { Goods, TeacherRef } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchGoodsPage } from '../api';
import { GOODS_UI_TEXT, teachersOf, type GoodsListFilter } from '../model';
import { GOODS_SKELETON, GoodsCard } from './GoodsCard';
import { openGoods } from './GoodsCentre';
import './GoodsList.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<Goods, GoodsListFilter> = (query) => fetchGoodsPage(query);
/** The whole scope at once, for its teachers and level (on-sale goods are few). */
const SCOPE_SIZE = 100;
const ALL = 0;

/** 全部 and each teacher of the goods in scope, as avatar chips; the active one is outlined red. */
export function TeacherFilterBar({ teachers, activeId, onSelect }: { teachers: TeacherRef[]; activeId: number; onSelect: (id: number) => void }) {
  const chip = (id: number, label: string, avatar?: string) => (
    <View
      key={id}
      className={classNames('goods-filter__chip', id === activeId && 'goods-filter__chip--active')}
      data-teacher={id}
      onClick={() => { if (id !== activeId) onSelect(id); }}
    >
      {avatar !== undefined ? <Picture alt='' className='goods-filter__avatar' src={imageUrl(avatar) || defaultAvatar} mode='aspectFill' /> : null}
      <Text>{label}</Text>
    </View>
  );
  return (
    <ScrollView className='goods-filter' scrollX enhanced showScrollbar={false}>
      <View className='goods-filter__track'>
        {chip(ALL, GOODS_UI_TEXT.all)}
        {teachers.map((t) => chip(t.id, t.name, t.avatar))}
      </View>
    </ScrollView>
  );
}

/**
 * /pages/goods/list/index 产品列表: on-sale goods, paged (SPEC §4), narrowed by the page query
 * (levelId from a level's 了解产品, goodsIds — plain or sealed — from a link-permission link) and
 * by the teacher chosen in the filter bar (teacherId in the query picks the first one).
 */
export function GoodsListScreen({ filter }: { filter: GoodsListFilter }) {
  const { levelId, goodsIds } = filter;
  const [teacherId, setTeacherId] = useState(filter.teacherId ?? ALL);
  const query = useMemo<GoodsListFilter>(() => ({ levelId, goodsIds, teacherId: teacherId || undefined }), [levelId, goodsIds, teacherId]);
  const list = usePagedList(fetchPage, query);
  useReachBottom(() => list.loadMore());

  // The scope without the teacher filter: its teachers make the bar, its level names the strip.
  const loadScope = useCallback(
    () => fetchGoodsPage({ levelId, goodsIds, pageNum: 1, pageSize: SCOPE_SIZE }, { silent: true }),
    [levelId, goodsIds],
  );
  const scope = useAsyncData(loadScope);
  const scopeRows = scope.state.data?.rows ?? [];
  const teachers = teachersOf(scopeRows);
  const scopeText = goodsIds ? GOODS_UI_TEXT.linkScope : levelId && scopeRows[0] ? GOODS_UI_TEXT.levelScope(scopeRows[0].levelName) : '';

  return (
    <View className='goods-list-screen'>
      {teachers.length > 1 || filter.teacherId ? (
        <View className='goods-list-screen__filter'>
          <TeacherFilterBar teachers={teachers} activeId={teacherId} onSelect={setTeacherId} />
        </View>
      ) : null}
      {scopeText ? (
        <View className='goods-list-screen__scope'>
          <Text className='goods-list-screen__scope-text'>{scopeText}</Text>
          {scope.state.data ? <Text className='goods-list-screen__scope-count'>{GOODS_UI_TEXT.count(scope.state.data.total ?? scopeRows.length)}</Text> : null}
        </View>
      ) : null}
      <PagedBody
        list={list}
        className='goods-list'
        emptyText={teacherId ? GOODS_UI_TEXT.emptyTeacher : GOODS_UI_TEXT.empty}
        emptyHint={GOODS_UI_TEXT.emptyHint}
        skeleton={GOODS_SKELETON}
      >
        {(rows) => rows.map((goods) => <GoodsCard key={goods.id} goods={goods} onOpen={openGoods} />)}
      </PagedBody>
    </View>
  );
}
