/**
 * News and columns, teacher feeds and comments (SPEC §3 news item / list row, §7 News and comments).
 * A locked item (the caller lacks its module) carries locked=true and an empty `content`: the full
 * text never leaves the server. `description` is a teaser written for the list and stays.
 */
import type { TeacherRef } from './course';

export interface NewsCategory {
  id: number;
  name: string;
  code: string | null;
  description: string;
  pic: string;
  teacherId: number | null;
  goodsId: number | null;
  /** The caller lacks the category's module. */
  locked: boolean;
  /** The caller follows this category (false for visitors). */
  followed: boolean;
}

/** News list row and item (§3). */
export interface NewsItem {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  pic: string;
  picList: string[];
  description: string;
  /** Sanitized HTML; '' when locked, and in list rows (lists send no full content). */
  content: string;
  /** Plain text of the content for cards (first 200 characters); '' when locked. */
  summary: string;
  audio: string;
  /** ISO 8601 (as every dateTime of the API); clients format it in China time. */
  dateTime: string;
  /** The China-time day 'YYYY-MM-DD'. */
  date: string;
  teacher: TeacherRef | null;
  visits: number;
  likes: number;
  comments: number;
  locked: boolean;
  /** The caller has liked / favorited (false for visitors). */
  liked: boolean;
  favorited: boolean;
}

export interface NewsComment {
  id: number;
  newsId: number;
  content: string;
  createTime: string;
  member: { id: number; nickname: string; avatar: string };
}

/** GET /api/news/view/ver/2/unread: items not yet opened, in total and per category. */
export interface NewsUnread {
  total: number;
  categories: { categoryId: number; count: number }[];
}

/** The home page news sections: a category with its newest rows. */
export interface NewsHomeSection {
  category: NewsCategory;
  rows: NewsItem[];
}
