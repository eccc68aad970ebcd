// Which engine a DATABASE_URL names, without loading either driver.
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
