import { describe, expect, it } from 'vitest';
import { taroMock } from '../../../test/taro';
import { confirm, toast } from './toast';

describe('toast', () => {
  it('shows the text without an icon for 2.5 s by default', () => {
    toast('已保存');
    toast('完成', { icon: 'success', duration: 1000 });
    toast('');
    expect(taroMock.toasts).toEqual([
      { title: '已保存', icon: 'none', duration: 2500 },
      { title: '完成', icon: 'success', duration: 1000 },
    ]);
  });
});

describe('confirm', () => {
  it('answers what the user chose', async () => {
    taroMock.answerModals(true, false);
    await expect(confirm({ content: '确定退出登录？' })).resolves.toBe(true);
    await expect(confirm({ title: '更新提示', content: '新版本', confirmText: '重启', showCancel: false })).resolves.toBe(false);
    expect(taroMock.modals).toEqual([
      expect.objectContaining({ title: '提示', content: '确定退出登录？', showCancel: true }),
      expect.objectContaining({ title: '更新提示', confirmText: '重启', showCancel: false }),
    ]);
  });
});
