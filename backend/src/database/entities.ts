/**
 * Every TypeORM entity of the application. Feature modules add theirs here so that the
 * application, the migration generator and the schema drift check see the same model.
 */
export const ENTITIES: Function[] = [];
