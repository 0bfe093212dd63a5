/** Typed calls of the teacher pages (chosen paths API.teacher; follows through API.member.follow). */
import { ENDPOINTS, type TeacherProfile, type Paged } from '@caixue/contract';
import { http } from '@/shared/request/request';

const QUIET = { noLoading: true } as const;

/** A page of a list: the table envelope's rows and total. */
export type Page<T> = Paged<T>;

export interface TeacherQuery {
  /** Only teachers who have published courses (the course teacher list). */
  hasCourse?: boolean;
}

export async function fetchTeachers({ hasCourse, pageNum, pageSize }: TeacherQuery & { pageNum: number; pageSize: number }): Promise<Page<TeacherProfile>> {
  const params: Record<string, number> = { pageNum, pageSize };
  if (hasCourse) params.hasCourse = 1;
  const response = await http.page(ENDPOINTS.teacher.list, params, QUIET);
  const data = (response as { data?: unknown }).data;
  const rows = response.rows ?? (Array.isArray(data) ? (data as TeacherProfile[]) : []);
  return { rows, total: response.total ?? rows.length };
}

export async function fetchTeacher(id: number): Promise<TeacherProfile> {
  const response = await http.get(ENDPOINTS.teacher.info(id), undefined, QUIET);
  if (!response.data) throw new Error('老师不存在');
  return response.data;
}

/** Follows or unfollows a teacher; resolves the state the server keeps. */
export async function setTeacherFollow(teacherId: number, follow: boolean): Promise<boolean> {
  const response = await http.post(ENDPOINTS.member.follow, { targetType: 'teacher', targetId: teacherId, follow });
  return response.data?.following ?? follow;
}
