import { describe, expect, it } from 'vitest';
import { commentToSend, durationText, firstOpenSection, flattenSections, neighbours, sectionUrl } from './model';
import { chapters, section } from './testData';

describe('course model', () => {
  it('walks the sections of all chapters in order for prev / next', () => {
    const list = chapters();
    expect(flattenSections(list).map((s) => s.id)).toEqual([11, 12, 13]);
    expect(neighbours(list, 11)).toMatchObject({ prev: null, next: { id: 12 } });
    expect(neighbours(list, 12)).toMatchObject({ prev: { id: 11 }, next: { id: 13 } });
    expect(neighbours(list, 13)).toMatchObject({ prev: { id: 12 }, next: null });
    expect(neighbours(list, 99)).toEqual({ prev: null, next: null });
  });

  it('starts with the first section the member may open', () => {
    expect(firstOpenSection(chapters())?.id).toBe(11);
    const allLocked = [{ id: 1, title: '章', sections: [section(5, { locked: true }), section(6, { locked: true })] }];
    expect(firstOpenSection(allLocked)?.id).toBe(5);
    expect(firstOpenSection([])).toBeNull();
  });

  it('opens video sections in the player and article sections in the article page', () => {
    expect(sectionUrl(section(11))).toBe('/pages/course/video/index?id=11&courseId=9');
    expect(sectionUrl(section(11), 'article')).toBe('/pages/course/news/index?id=11&courseId=9');
  });

  it('durations for the rows', () => {
    expect(durationText(0)).toBe('');
    expect(durationText(95)).toBe('01:35');
    expect(durationText(3723)).toBe('1:02:03');
  });

  it('refuses blank comments', () => {
    expect(commentToSend('   ')).toBeNull();
    expect(commentToSend('  学到了 ')).toBe('学到了');
  });
});
