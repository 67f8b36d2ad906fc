/* features: scalar */
/* Graph algorithms on adjacency lists and matrices: BFS, iterative DFS, Dijkstra, topological sort, union-find. */
#include <limits.h>
#include <stdio.h>

#define V 12
static int adj[V][V];

__attribute__((noinline)) static void bfs(int src, int *dist) {
  int q[V], head = 0, tail = 0;
  for (int i = 0; i < V; i++) dist[i] = -1;
  dist[src] = 0; q[tail++] = src;
  while (head < tail) {
    int u = q[head++];
    for (int v = 0; v < V; v++) if (adj[u][v] && dist[v] < 0) { dist[v] = dist[u] + 1; q[tail++] = v; }
  }
}
__attribute__((noinline)) static int dfs_order(int src, int *order) {
  int stack[V * V], sp = 0, seen[V] = {0}, n = 0;
  stack[sp++] = src;
  while (sp) {
    int u = stack[--sp];
    if (seen[u]) continue;
    seen[u] = 1; order[n++] = u;
    for (int v = V - 1; v >= 0; v--) if (adj[u][v] && !seen[v]) stack[sp++] = v;
  }
  return n;
}
__attribute__((noinline)) static void dijkstra(int src, int *dist) {
  int done[V] = {0};
  for (int i = 0; i < V; i++) dist[i] = INT_MAX;
  dist[src] = 0;
  for (int it = 0; it < V; it++) {
    int u = -1;
    for (int i = 0; i < V; i++) if (!done[i] && dist[i] != INT_MAX && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0) break;
    done[u] = 1;
    for (int v = 0; v < V; v++) if (adj[u][v] && dist[u] + adj[u][v] < dist[v]) dist[v] = dist[u] + adj[u][v];
  }
}
static int parent[V];
static int find(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }

int main(void) {
  for (int i = 0; i < V; i++)
    for (int j = 0; j < V; j++)
      if (i != j && ((i * 5 + j * 3) % 7 == 0 || j == i + 1)) adj[i][j] = 1 + (i * j) % 9;
  int d[V], order[V];
  bfs(0, d);
  printf("bfs:"); for (int i = 0; i < V; i++) printf(" %d", d[i]); printf("\n");
  int n = dfs_order(3, order);
  printf("dfs:"); for (int i = 0; i < n; i++) printf(" %d", order[i]); printf("\n");
  dijkstra(0, d);
  printf("dijkstra:"); for (int i = 0; i < V; i++) printf(" %d", d[i] == INT_MAX ? -1 : d[i]); printf("\n");
  /* Kahn's topological sort on edges i->j with i<j */
  int indeg[V] = {0}, q[V], h = 0, t = 0;
  for (int i = 0; i < V; i++) for (int j = i + 1; j < V; j++) if (adj[i][j]) indeg[j]++;
  for (int i = 0; i < V; i++) if (!indeg[i]) q[t++] = i;
  while (h < t) { int u = q[h++]; for (int j = u + 1; j < V; j++) if (adj[u][j] && --indeg[j] == 0) q[t++] = j; }
  printf("topo:"); for (int i = 0; i < t; i++) printf(" %d", q[i]); printf("\n");
  for (int i = 0; i < V; i++) parent[i] = i;
  int pairs[][2] = {{0, 5}, {5, 7}, {2, 3}, {9, 11}, {3, 9}, {1, 1}};
  for (int i = 0; i < 6; i++) parent[find(pairs[i][0])] = find(pairs[i][1]);
  int comps = 0;
  for (int i = 0; i < V; i++) comps += find(i) == i;
  printf("components %d same(0,7)=%d same(2,11)=%d same(0,2)=%d\n", comps, find(0) == find(7), find(2) == find(11), find(0) == find(2));
  return 0;
}
