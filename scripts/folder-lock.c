// What a folder every thread writes in costs (issue 32): THREADS threads each create FILES files of 4 KB and
// unlink them, in one shared folder (SHARED=1) or a folder each (0), under DIR (which must exist); prints the wall time.
//   cc -O2 -pthread scripts/folder-lock.c -o /tmp/folder-lock && mkdir -p /dev/shm/fl && /tmp/folder-lock 16 50000 1 /dev/shm/fl
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <time.h>
static int files, shared; static const char *root; static char page[4096];
static void *work(void *arg) {
  long t = (long)arg; char dir[512], path[600];
  snprintf(dir, sizeof dir, shared ? "%s/shared" : "%s/own%ld", root, t);
  mkdir(dir, 0755);
  for (int i = 0; i < files; i++) {
    snprintf(path, sizeof path, "%s/t%ld-%d", dir, t, i);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) { perror(path); exit(1); }
    write(fd, page, sizeof page); close(fd);
  }
  for (int i = 0; i < files; i++) { snprintf(path, sizeof path, "%s/t%ld-%d", dir, t, i); unlink(path); }
  return 0;
}
int main(int argc, char **argv) {
  int threads = atoi(argv[1]); files = atoi(argv[2]); shared = atoi(argv[3]); root = argv[4];
  memset(page, 'x', sizeof page);
  pthread_t ids[256]; struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
  for (long t = 0; t < threads; t++) pthread_create(&ids[t], 0, work, (void *)t);
  for (int t = 0; t < threads; t++) pthread_join(ids[t], 0);
  clock_gettime(CLOCK_MONOTONIC, &b);
  double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
  printf("threads %d %s: %.3f s, %.0f files/s\n", threads, shared ? "shared folder" : "own folders", s, threads * files / s);
  return 0;
}
