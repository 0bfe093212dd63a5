import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teachers } from '../../db/schema';

export async function listTeachers(db: Db, limit: number) {
  return db
    .select({
      id: teachers.id,
      name: teachers.name,
      avatar: teachers.avatar,
      title: teachers.title,
      description: teachers.description,
    })
    .from(teachers)
    .orderBy(asc(teachers.sort), asc(teachers.id))
    .limit(limit);
}
