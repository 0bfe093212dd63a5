/**
 * Video live rooms, playbacks (回看), the media library, teacher/goods ad lists and stock races
 * (SPEC §3 playback, stock race, §7 Live, Ads). Locked items carry no video sources.
 */
import type { TeacherRef, VideoSource } from './course';
import type { LiveRoom } from './live';

/** A video live room row: a LiveRoom plus whether it is on air. */
export interface LiveVideoRoom extends LiveRoom {
  /** 1 on air, 0 upcoming or ended (then the room shows its latest playback). */
  onAir: 0 | 1;
  visits: number;
}

/** /api/live/get/video/info/{id} and /api/live/get/video/room/info: the room with its stream. */
export interface LiveVideoInfo extends LiveVideoRoom {
  /** [] when locked. */
  videoSources: VideoSource[];
  navList: { title: string; link: string; params: string }[];
  canModerate: boolean;
  lastSeq: number;
}

/** Playback list row (§3). */
export interface Playback {
  id: number;
  live: { id: number; title: string } | null;
  goodsId: number | null;
  pic: string;
  title: string;
  description: string;
  teacherList: TeacherRef[];
  visits: number;
  duration: number;
  dateTime: string;
  locked: boolean;
}

export interface PlaybackInfo extends Playback {
  /** [] when locked. */
  videoSources: VideoSource[];
}

export interface VideoCategory {
  id: number;
  name: string;
}

/** Media library item. */
export interface VideoItem {
  id: number;
  categoryId: number | null;
  title: string;
  description: string;
  pic: string;
  teacher: TeacherRef | null;
  duration: number;
  visits: number;
  dateTime: string;
  locked: boolean;
  /** [] in lists and when locked; /api/video/get/info/{id} fills it. */
  videoSources: VideoSource[];
}

/** Teacher and goods ad list row (categoryCode teacherAd / goodsAd). */
export interface AdItem {
  id: number;
  title: string;
  description: string;
  pic: string;
  typeCode: 'Miniprogram' | 'Page' | 'WebView';
  link: string;
  linkParams: string;
}

export interface StockRaceCategory {
  id: number;
  name: string;
}

/** Stock race (§3): id, pic, title, content. */
export interface StockRace {
  id: number;
  categoryId: number | null;
  pic: string;
  title: string;
  content: string;
  link: string;
}
